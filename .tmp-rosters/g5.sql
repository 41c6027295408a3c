select json_agg(json_build_array(u.id, u.name, u.rank))::text as j from users u where u.company_id = $COMPANY and u.role = 'security_guard'
